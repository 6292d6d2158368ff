import { apiRouteList, routeKey } from "@lendkit/core/api";
import { checklistApi } from "../checklist/api.js";
import { contractsApi } from "../contracts/api.js";
import { customersApi } from "../customers/api.js";
import { documentsApi } from "../documents/api.js";
import { filesApi } from "../files/api.js";
import { notesApi } from "../notes/api.js";
import { otpApi } from "../otp/api.js";
import { flowsApi } from "../flows/api.js";
import { bankVerificationApi } from "../bankVerification/api.js";
import { servicingApi } from "../servicing/api.js";
import { collectionsApi } from "../collections/api.js";
import type { AccessTable } from "../context/settings.js";
import type { ApiModule } from "../context/apiModule.js";

/** Every area of the API, registered in this order after the base routes. */
export const apiModules: readonly ApiModule[] = [contractsApi, checklistApi, notesApi, filesApi, customersApi, documentsApi, otpApi, flowsApi, bankVerificationApi, servicingApi, collectionsApi];

/** Core's route entries as the default access table: one row per route of the API. */
export const fullAccessTable: AccessTable = Object.fromEntries(apiRouteList.map((route) => [routeKey(route.method, route.path), route.access]));
