import { createContext, useContext } from "react";
import type { RadioAction, RadioState, RadioTrack } from "~/core/radio/radio-player";
import type { RadioWidgetStatus } from "~/core/radio/radio-widgets";

/** What the widget says about the current track (app/core/radio/radio-widgets). */
export type WidgetStatus = RadioWidgetStatus;

export interface RadioContextValue {
  state: RadioState;
  dispatch: (action: RadioAction) => void;
  status: WidgetStatus;
  setStatus: (status: WidgetStatus) => void;
  /** Whether the player shows the track as playing: play is wanted and the widget reports that it plays. */
  audible: boolean;
  /** The widget reported that it plays (true) or stopped, paused, failed, or a new track is loading (false). */
  setWidgetPlaying: (playing: boolean) => void;
  /** A track said it plays: the failures in a row start again from zero. */
  noteTrackReady: () => void;
  /** A track cannot play; true when it is the failure after which the radio stops skipping. */
  noteTrackFailed: () => boolean;
  /** Bumped when play is pressed after the radio stopped: the widget is made again for another try. */
  attempt: number;
  soundcloudWidgetUrl: string;
  /** Load-and-play a playlist at a track (the /radio queue and the DJ page's play button use this). */
  playFrom: (tracks: RadioTrack[], startIndex: number) => void;
}

/**
 * The radio's state, shared by the app shell's player, the radio's screens and the DJ page's play button. The
 * provider that fills it (and mounts the player) is the radio feature's `RadioProvider`.
 */
export const RadioContext = createContext<RadioContextValue | null>(null);

/** The radio's state and controls. Spec §8: used outside its provider, it throws (a developer error). */
export function useRadio(): RadioContextValue {
  const value = useContext(RadioContext);
  if (!value) throw new Error("useRadio must be used within a RadioProvider");
  return value;
}
