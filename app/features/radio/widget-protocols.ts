import type { RadioProvider } from "~/core/radio/radio-widgets";

/**
 * The postMessage protocols of the audio platforms' widgets, spoken directly (no platform script is loaded, so
 * script-src stays 'self'). Each adapter turns the widget's messages into the same few events and our commands
 * into the widget's own.
 */

export type WidgetEvent =
  | { type: "ready" }
  | { type: "play" }
  | { type: "pause" }
  | { type: "finish" }
  | { type: "error" }
  /** Seconds heard so far into the track and its length (either may be unknown). */
  | { type: "progress"; positionS: number; durationS: number | null };

export interface WidgetAdapter {
  /** The widget is taken as ready once its page has loaded (Mixcloud sends no ready of its own to a bare iframe). */
  readyOnLoad: boolean;
  /** Sent once the setup delay has passed: subscribe to the widget's events. */
  setup(): unknown[];
  play(): unknown;
  pause(): unknown;
  /** Translates one message from the widget's window; null when it is not one we act on. */
  read(data: unknown): WidgetEvent[];
  /** Messages are sent as JSON strings (SoundCloud, YouTube) or as objects. */
  encode(message: unknown): unknown;
}

function parse(data: unknown): Record<string, unknown> | null {
  if (typeof data === "string") {
    try {
      const value = JSON.parse(data) as unknown;
      return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }
  return typeof data === "object" && data !== null ? (data as Record<string, unknown>) : null;
}

const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

/** SoundCloud Widget API: `{method, value}` in, `{widgetId, method, value}` out. */
const SOUNDCLOUD_EVENTS = ["play", "pause", "finish", "playProgress", "error"] as const;
const soundcloud: WidgetAdapter = {
  readyOnLoad: false,
  setup: () => [
    ...SOUNDCLOUD_EVENTS.map((value) => ({ method: "addEventListener", value })),
    { method: "getDuration" },
  ],
  play: () => ({ method: "play" }),
  pause: () => ({ method: "pause" }),
  encode: (message) => JSON.stringify(message),
  read(data) {
    const msg = parse(data);
    if (!msg || typeof msg.method !== "string") return [];
    const value = msg.value as Record<string, unknown> | number | undefined;
    switch (msg.method) {
      case "ready":
      case "play":
      case "pause":
      case "finish":
      case "error":
        return [{ type: msg.method }];
      case "playProgress": {
        const position = num((value as Record<string, unknown> | undefined)?.currentPosition);
        return position === null ? [] : [{ type: "progress", positionS: position / 1000, durationS: null }];
      }
      case "getDuration": {
        const duration = num(value);
        return duration === null ? [] : [{ type: "progress", positionS: -1, durationS: duration / 1000 }];
      }
      default:
        return [];
    }
  },
};

/** YouTube IFrame API messages: `listening`, then `infoDelivery` / `onStateChange` (0 ended, 1 playing, 2 paused). */
const youtube: WidgetAdapter = {
  readyOnLoad: false,
  setup: () => [
    { event: "listening", id: "booth-radio", channel: "widget" },
    { event: "command", func: "addEventListener", args: ["onStateChange"], id: "booth-radio", channel: "widget" },
    { event: "command", func: "addEventListener", args: ["onError"], id: "booth-radio", channel: "widget" },
  ],
  play: () => ({ event: "command", func: "playVideo", args: [], id: "booth-radio", channel: "widget" }),
  pause: () => ({ event: "command", func: "pauseVideo", args: [], id: "booth-radio", channel: "widget" }),
  encode: (message) => JSON.stringify(message),
  read(data) {
    const msg = parse(data);
    if (!msg || typeof msg.event !== "string") return [];
    if (msg.event === "onReady" || msg.event === "initialDelivery") return [{ type: "ready" }];
    if (msg.event === "onError") return [{ type: "error" }];
    const info = msg.info as Record<string, unknown> | number | null | undefined;
    const state =
      msg.event === "onStateChange" ? num(info) : num((info as Record<string, unknown> | null)?.playerState);
    const out: WidgetEvent[] = [];
    if (msg.event === "infoDelivery" && info && typeof info === "object") {
      const position = num(info.currentTime);
      if (position !== null) out.push({ type: "progress", positionS: position, durationS: num(info.duration) });
    }
    if (msg.event === "onStateChange" || msg.event === "infoDelivery") {
      if (state === 0) out.push({ type: "finish" });
      else if (state === 1) out.push({ type: "play" });
      else if (state === 2) out.push({ type: "pause" });
    }
    return out;
  },
};

/** Mixcloud's widget API messages (`{mixcloud: "playerWidget", type, data}`), as its widgetApi script sends them. */
const mixcloud: WidgetAdapter = {
  readyOnLoad: true,
  setup: () => [],
  play: () => ({ mixcloud: "playerWidget", type: "method", data: { method: "play", args: [] } }),
  pause: () => ({ mixcloud: "playerWidget", type: "method", data: { method: "pause", args: [] } }),
  encode: (message) => JSON.stringify(message),
  read(data) {
    const msg = parse(data);
    if (msg?.mixcloud !== "playerWidget") return [];
    if (msg.type === "ready") return [{ type: "ready" }];
    const event = msg.type === "event" ? (msg.data as Record<string, unknown> | undefined) : undefined;
    const name = event?.eventName;
    const args = Array.isArray(event?.args) ? (event?.args as unknown[]) : [];
    if (name === "play") return [{ type: "play" }];
    if (name === "pause") return [{ type: "pause" }];
    if (name === "ended") return [{ type: "finish" }];
    if (name === "error") return [{ type: "error" }];
    if (name === "progress") {
      const position = num(args[0]);
      return position === null ? [] : [{ type: "progress", positionS: position, durationS: num(args[1]) }];
    }
    return [];
  },
};

export const WIDGET_ADAPTERS: Record<RadioProvider, WidgetAdapter> = { soundcloud, youtube, mixcloud };
