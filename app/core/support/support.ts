import { z } from "zod";
import { emailAddressSchema } from "~/core/accounts/email-address";
import { REQUEST_NOT_UNDERSTOOD } from "~/core/forms/form-result";
import { tooLongMessage } from "~/core/text/plain-text";

/**
 * The contact form on /support (a second way to reach the team for visitors without WhatsApp) and the admin inbox at
 * /admin/support. One schema for the page (instant field errors) and the action (the real check). What is typed is
 * stored and mailed as plain text: markup is never refused here, it is shown back as the characters typed.
 */

export const SUPPORT_TOPICS = [
  { value: "problem", label: "A problem with the site" },
  { value: "missing-dj", label: "A missing DJ" },
  { value: "booking", label: "A booking question" },
  { value: "press", label: "Press" },
  { value: "other", label: "Something else" },
] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number]["value"];
const TOPIC_VALUES = SUPPORT_TOPICS.map((t) => t.value) as [SupportTopic, ...SupportTopic[]];

export function supportTopicLabel(topic: string): string {
  return SUPPORT_TOPICS.find((t) => t.value === topic)?.label ?? topic;
}

/** Long enough for a detailed report with steps; a pasted log or a wall of spam is refused. */
export const SUPPORT_MESSAGE_MAX = 5000;
export const SUPPORT_PAGE_MAX = 500;

/** The visually hidden field a person never sees and a form-filling bot fills in (no third-party captcha). */
export const SUPPORT_HONEYPOT_FIELD = "website";

/** The form's own fields, in the order the page shows them. */
export const SUPPORT_FIELDS = ["topic", "message", "email", "page"] as const;
export type SupportField = (typeof SUPPORT_FIELDS)[number];

export const SUPPORT_MESSAGES = {
  topic: "Choose what your message is about.",
  messageMissing: "Write your message.",
  replyAddress: "Enter an address we can reply to.",
  page: "Enter the page as an address on this site, like /events or https://….",
  rateLimited: "You've sent several messages in the last hour. Please wait a while before sending another.",
} as const;

/** The page a problem was on: a path of this site or a full http(s) address; empty = not given. */
function isPageAddress(value: string): boolean {
  if (value.startsWith("/")) return !value.startsWith("//") && !/\s/.test(value);
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    new URL(value);
    return !/\s/.test(value);
  } catch {
    return false;
  }
}

export const supportMessageSchema = z.object({
  topic: z.enum(TOPIC_VALUES, { error: SUPPORT_MESSAGES.topic }),
  message: z
    .string({ error: SUPPORT_MESSAGES.messageMissing })
    .trim()
    .min(1, { error: SUPPORT_MESSAGES.messageMissing })
    .max(SUPPORT_MESSAGE_MAX, { error: tooLongMessage("Your message", "5,000") }),
  email: emailAddressSchema(SUPPORT_MESSAGES.replyAddress),
  page: z
    .string()
    .trim()
    .max(SUPPORT_PAGE_MAX, { error: tooLongMessage("The page address", SUPPORT_PAGE_MAX) })
    .refine((v) => v === "" || isPageAddress(v), { error: SUPPORT_MESSAGES.page })
    .optional()
    .transform((v) => (v ? v : null)),
});
export type SupportMessageInput = z.output<typeof supportMessageSchema>;

/**
 * Per client address, per signed-in account and per reply address (so nobody can fill a stranger's mailbox with
 * copies): at most this many messages in any hour.
 */
export const SUPPORT_RATE_LIMIT = { points: 5, durationS: 60 * 60 } as const;

/** What the /support action answers (read by the form). */
export type SupportFormResult =
  | { ok: true; email: string }
  | {
      ok: false;
      errors?: Partial<Record<SupportField, string>>;
      formError?: string;
      values?: Partial<Record<SupportField, string>>;
    };

// ─── The admin inbox ───

export const SUPPORT_STATUSES = ["new", "answered", "closed"] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
export const SUPPORT_STATUS_LABELS: Record<SupportStatus, string> = {
  new: "New",
  answered: "Answered",
  closed: "Closed",
};

export function isSupportStatus(value: unknown): value is SupportStatus {
  return typeof value === "string" && (SUPPORT_STATUSES as readonly string[]).includes(value);
}

/** The inbox's filters from its query string: unknown values fall back to "all". */
export function parseSupportFilters(search: URLSearchParams): {
  status: SupportStatus | null;
  topic: SupportTopic | null;
} {
  const status = search.get("status");
  const topic = search.get("topic");
  return {
    status: isSupportStatus(status) ? status : null,
    topic: TOPIC_VALUES.includes(topic as SupportTopic) ? (topic as SupportTopic) : null,
  };
}

export const SUPPORT_NOTE_MAX = 2000;
export const SUPPORT_REPLY_MAX = 5000;
export const SUPPORT_NOT_FOUND = "That support message was not found";
const REPLY_MISSING = "Write the reply to send.";

/** The actions of one message's screen: a reply mailed to the sender, or a status change with an optional note. */
export const supportMessageActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("reply"),
      message: z
        .string({ error: REPLY_MISSING })
        .trim()
        .min(1, { error: REPLY_MISSING })
        .max(SUPPORT_REPLY_MAX, { error: tooLongMessage("The reply", "5,000") }),
    }),
    z.object({
      intent: z.literal("status"),
      status: z.enum(SUPPORT_STATUSES, { error: "Choose new, answered or closed." }),
      note: z
        .string()
        .trim()
        .max(SUPPORT_NOTE_MAX, { error: tooLongMessage("The note", "2,000") })
        .optional()
        .transform((v) => (v ? v : null)),
    }),
  ],
  { error: REQUEST_NOT_UNDERSTOOD },
);
export type SupportMessageAction = z.output<typeof supportMessageActionSchema>;

export type SupportActionResult =
  | { ok: true; message: string }
  | { ok: false; error: string; field?: "message" | "status" | "note" };

export function supportReplySubject(brand: string): string {
  return `Re: your message to ${brand}`;
}

// ─── Retention ───

/** Messages (with their replies and notes) are kept this many months after they were sent, then deleted. */
export const SUPPORT_RETENTION_MONTHS = 12;

/**
 * The instant before which a message is deleted: the same moment `months` calendar months earlier (UTC), clamped to
 * the month's last day (31 Mar → 28/29 Feb).
 */
export function supportRetentionCutoff(now: Date, months = SUPPORT_RETENTION_MONTHS): Date {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      y,
      m,
      Math.min(now.getUTCDate(), lastDay),
      now.getUTCHours(),
      now.getUTCMinutes(),
      now.getUTCSeconds(),
      now.getUTCMilliseconds(),
    ),
  );
}

/** The daily retention run: 03:30 UTC, after the night's analytics roll-up. */
export function nextSupportRetentionAt(now: Date): Date {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 3, 30));
  if (at.getTime() <= now.getTime()) at.setUTCDate(at.getUTCDate() + 1);
  return at;
}
