import { Role, type RoleId } from "../access/roles.js";
import { option, type CodeOption } from "./option.js";

/**
 * The roles of C §6 as a code table with bilingual names, in the spec's order.
 *
 * @example
 * labelOf(roleOptions, Role.Merchant, "fr") // "Marchand"
 */
export const roleOptions: readonly CodeOption<RoleId>[] = [
  option(Role.Client, "Client", "Client"),
  option(Role.ClientC, "Client (co-borrower)", "Client (coemprunteur)"),
  option(Role.Merchant, "Dealer", "Marchand"),
  option(Role.FAndI, "F&I manager", "Directeur financier (F&I)"),
  option(Role.AdminRep, "Agent (admin representative)", "Agent (représentant)"),
  option(Role.Admin, "Administrator", "Administrateur"),
  option(Role.LeadCrm, "CRM lead agent", "Agent de prospection CRM"),
  option(Role.AdminCRM, "CRM administrator", "Administrateur CRM"),
  option(Role.RegCollector, "Collector", "Agent de recouvrement"),
  option(Role.AdminCollector, "Collections administrator", "Administrateur du recouvrement"),
];
