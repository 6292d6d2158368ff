import type { parseIsoDate } from "@lendkit/core";
import type { Express } from "express";
import { contextOf } from "../context/serverContext.js";
import type { ServerContext } from "../context/serverContext.js";
import { tenantIds } from "../data/tenants.js";
import { tenantDay } from "../data/tenantZone.js";
import { runServicingDay } from "./dailyRun.js";
import { paymentProcessorOf } from "./processor/config.js";
import { runProcessorDays } from "./processor/day.js";

/**
 * The server's own daily timer (issue 22 §2, docs/servicing.md "The
 * daily timer"): at start and whenever a tenant's lender's day changes
 * (its zone, `tenantDay`), the tenant's day is run: the payment processor's
 * days (when the server has one), then the servicing run. Both are
 * idempotent per day, so several instances each running their timer on
 * one database share the work safely. The timer reads the injected clock
 * on each check, is unref'd (it never keeps the process alive), never
 * overlaps itself, and logs a failure instead of throwing; a tenant that
 * failed is tried again after a pause.
 */

/** core's calendar date (named through core, not the date library). */
type CalendarDate = NonNullable<ReturnType<typeof parseIsoDate>>;

/** A running timer. */
export interface ServicingScheduler {
  /** Runs each tenant whose day changed since its last run (or that never ran here); the run in progress when one is. */
  tick(): Promise<void>;
  /** Stops the timer; resolves once a run in progress has ended. */
  stop(): Promise<void>;
}

/** How often the timer looks at the clock, and how long a tenant that failed waits. */
export interface ServicingSchedulerOptions {
  /** Default one minute: a day starts at most this late after the tenant's midnight. */
  readonly checkEveryMs?: number;
  /** Default 15 minutes. */
  readonly retryAfterMs?: number;
}

/** The server itself, as the audit rows of its runs name it. */
const serverActor = { userId: null, requestId: null, ip: null } as const;

/** One tenant's day: the processor's days up to today, then the servicing run of today (which catches up its late fees). */
export const runTenantDay = async (context: ServerContext, tenantId: number, today: CalendarDate): Promise<void> => {
  const processor = paymentProcessorOf(context);
  const processorDays = processor ? await runProcessorDays(context, tenantId, processor) : [];
  const servicing = await runServicingDay(context, tenantId, today, serverActor);
  context.logger.info({ tenantId, day: today.toString(), processorDays, servicing }, "servicing day run");
};

/**
 * Starts the timer of a server (its app or context) and runs a first check
 * at once. `serve` starts one and stops it before shutting down; an
 * embedding app does the same, or calls `tick()` from its own scheduler.
 *
 * @example
 * const timer = startServicingScheduler(app);
 * process.once("SIGTERM", () => void timer.stop().then(() => shutdownGracefully(server, db)));
 */
export const startServicingScheduler = (server: Express | ServerContext, options: ServicingSchedulerOptions = {}): ServicingScheduler => {
  const context = "clock" in server ? server : contextOf(server);
  const retryAfterMs = options.retryAfterMs ?? 15 * 60_000;
  const lastDay = new Map<number, string>();
  const retryAt = new Map<number, number>();
  let running: Promise<void> | null = null;
  let stopped = false;

  const runTenant = async (tenantId: number): Promise<void> => {
    const { today } = await tenantDay(context, tenantId);
    const now = context.clock.now().getTime();
    if (lastDay.get(tenantId) === today.toString() || (retryAt.get(tenantId) ?? 0) > now) return;
    try {
      await runTenantDay(context, tenantId, today);
      lastDay.set(tenantId, today.toString());
      retryAt.delete(tenantId);
    } catch (error) {
      retryAt.set(tenantId, now + retryAfterMs);
      context.logger.error({ err: error, tenantId, day: today.toString() }, "servicing day failed; tried again later");
    }
  };

  const sweep = async (): Promise<void> => {
    try {
      for (const id of await tenantIds(context.db)) if (!stopped) await runTenant(id);
    } catch (error) {
      context.logger.error({ err: error }, "servicing timer: the tenants could not be read");
    }
  };

  const tick = (): Promise<void> => {
    if (stopped) return running ?? Promise.resolve();
    running ??= sweep().finally(() => {
      running = null;
    });
    return running;
  };

  const timer = setInterval(() => void tick(), options.checkEveryMs ?? 60_000);
  timer.unref();
  void tick();
  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
};
