/**
 * @lendkit/server-kit — the Lendkit HTTP API (Express 5 + Knex) on SQLite or
 * PostgreSQL. Every dependency is injected into `createServer`.
 */
export { createServer, createContext, contextOf, defaultLoginLimits, defaultUploadLimits } from "./server/createServer.js";
export type { ServerOptions } from "./server/createServer.js";
export type { ServerContext, LoginLimits, UploadLimits } from "./context/serverContext.js";
export { shutdownGracefully } from "./server/shutdown.js";
export type { ShutdownOptions } from "./server/shutdown.js";
export { systemClock, isoTime } from "./infra/clock.js";
export type { Clock } from "./infra/clock.js";
export { openDatabase, databaseKind, defaultDatabaseUrl } from "./db/openDatabase.js";
export type { OpenDatabaseOptions, DatabaseKind } from "./db/openDatabase.js";
export { migrations, migrationSource, migrateLatest, rollbackAll } from "./migrations/index.js";
export type { Migration } from "./migrations/index.js";
export { sendOk, sendError, HttpError, okEnvelope, errorEnvelope } from "./http/envelope.js";
export { decodeBody } from "./http/decode.js";
export type { Decoder } from "./http/decode.js";
export { serverMessages, bilingualText } from "./http/messages.js";
export { jsonBody, jsonBodyLimit, findForbiddenKey } from "./http/json.js";
export { createLogger, redactedPaths } from "./http/logging.js";
export { hitRateLimit, releaseRateLimit, enforceRateLimit, limitByIp } from "./http/rateLimit.js";
export { pruneRateLimits } from "./db/rateLimits.js";
export type { RateLimit, RateLimitHit } from "./http/rateLimit.js";
export { requestIdOf } from "./infra/requestId.js";
export { routeKey, publicRoute, anyRole, staffOnly, allows } from "./access/routeTable.js";
export type { RouteAccess } from "./access/routeTable.js";
export type { AccessTable } from "./context/settings.js";
export { requireRole, guardedRoutes } from "./access/guard.js";
export { authOf, sessionOf } from "./auth/caller.js";
export type { GuardedRoutes } from "./context/apiModule.js";
export { writeAudit } from "./data/audit.js";
export type { AuditEntry, AuditAction } from "./data/audit.js";
export { hashPassword, verifyPassword, defaultPasswordParams } from "./auth/passwords.js";
export type { PasswordParams } from "./context/settings.js";
export { newToken, hashToken, bearerToken } from "./auth/tokens.js";
export { sessionPolicy, defaultSessionPolicy, sessionCeilings } from "./auth/policy.js";
export type { SessionPolicy, SessionLifetime } from "./context/settings.js";
export { createSession, findSession } from "./auth/sessions.js";
export { revokeSession, revokeUserSessions } from "./data/sessions.js";
export type { SessionInfo, SessionKind, NewSession } from "./auth/sessions.js";
export { createTenant, findTenantByCode, findTenantById } from "./data/tenants.js";
export { canonicalTimeZone, setTenantTimeZone, tenantDay, tenantTimeZone, TimeZoneRefused } from "./data/tenantZone.js";
export type { TenantRecord } from "./data/tenants.js";
export { createUser, setUserDisabled, changeUserRole, normalizeUsername } from "./auth/users.js";
export type { NewUser, Actor } from "./auth/users.js";
export { StaffLoginRequest, decodeStaffLoginRequest } from "@lendkit/core";
export { seedManyContracts } from "./seed/manyContracts.js";
export type { SeedManyOptions } from "./seed/manyContracts.js";
export { seedDemo, demoPassword, demoTenants, demoStaff, demoCustomers, demoPasswordParams, demoContractsPerTenant } from "./seed/demo.js";
export type { DemoCase, DemoCustomer } from "./seed/demo.js";
export { runCli } from "./server/cliCommands.js";
export type { CliEnv, Serving } from "./server/cliCommands.js";
export { idempotency } from "./http/idempotency.js";
export type { IdempotencyOptions } from "./http/idempotency.js";
export { pruneExpired, defaultRetention } from "./server/housekeeping.js";
export type { Retention } from "./server/housekeeping.js";
export type { ApiModule } from "./context/apiModule.js";
export { apiModules, fullAccessTable } from "./server/apiModules.js";
export { diskStorage, defaultFilesDir } from "./files/storage.js";
export type { Storage } from "./context/services.js";
export { outboxSender, deliverOutbox, maskRecipient } from "./messaging/outbox.js";
export { latestOutbox } from "./data/outbox.js";
export type { OutboxEntry } from "./data/outbox.js";
export { smtpSender } from "./messaging/smtp.js";
export type { SmtpSenderOptions } from "./messaging/smtp.js";
export { webhookSender } from "./messaging/webhook.js";
export type { WebhookSenderOptions } from "./messaging/webhook.js";
export { channelRouter, unconfiguredSender } from "./messaging/router.js";
export { MessageDeliveryError } from "./messaging/types.js";
export type { MessageSender, MessageChannel, MessageAttachment, OutgoingMessage } from "./context/services.js";
export { otpApi } from "./otp/api.js";
export { developmentOtpKey, minOtpKeyLength, isProductionRuntime } from "./otp/settings.js";
export type { OtpOptions } from "./otp/settings.js";
export type { OtpSettings } from "./context/settings.js";
export { pruneOtpData } from "./data/otpCodes.js";
export {
  contractsApi,
  findContract,
  createContract,
  updateContract,
  changeContractStatus,
  allocateContractNumbers,
  listContracts,
  contractTableQueries,
  contractWire,
} from "./contracts/index.js";
export type {
  StoredContract,
  ContractActor,
  NewContract,
  ContractUpdate,
  ContractStatusChange,
  ContractWire,
} from "./contracts/index.js";
export { flowSettingsOf, saveFlowSettings, FlowSettings } from "./flows/settings.js";
export type { ResolvedFlowSettings } from "./flows/settings.js";
export { leadAppHeaders, sandboxPageHeaders, staffPageHeaders } from "./flows/headers.js";
export { useLeadPhoneVerifier, markLeadPhoneVerified } from "./flows/leadVerification.js";
export type { LeadPhoneVerifier, LeadToVerify, LeadCodeSent } from "./flows/leadVerification.js";
export { configureBankProviders, resolveBankProviderConfig, bankProviderConfigOf, unconfiguredLiveAdapter } from "./bankProviders/config.js";
export type { BankProviderConfig, BankEnv } from "./bankProviders/config.js";
export type { BankProviderAdapter, BankProviderName, BankResult, BankFlowRef, StatementSummary, StatementAccount } from "./bankProviders/adapter.js";
export { startServicingScheduler, runTenantDay } from "./servicing/scheduler.js";
export type { ServicingScheduler, ServicingSchedulerOptions } from "./servicing/scheduler.js";
export { paymentProcessorFromEnv, resolvePaymentProcessor, paymentProcessorOf } from "./servicing/processor/config.js";
export type { PaymentProcessorOptions, PaymentProcessorEnv } from "./servicing/processor/config.js";
export { padExternalId } from "./servicing/processor/adapter.js";
export type { PaymentProcessor, PadDebit, DebitResult, ProcessorDay } from "./servicing/processor/adapter.js";
export { sandboxPaymentProcessor, sandboxReturnsDebit } from "./servicing/processor/sandbox.js";
export type { SandboxProcessorOptions } from "./servicing/processor/sandbox.js";
export { runProcessorDays } from "./servicing/processor/day.js";
export type { ProcessorDayOutcome } from "./servicing/processor/day.js";
