/** The small part of the YouTube IFrame Player API the watch page uses. */
export interface YoutubePlayer {
  getCurrentTime(): number;
  getDuration(): number;
  playVideo(): void;
  destroy(): void;
}

export interface YoutubePlayerOptions {
  host?: string;
  videoId: string;
  width?: string | number;
  height?: string | number;
  playerVars?: Record<string, string | number>;
  events?: {
    onReady?: (event: { target: YoutubePlayer }) => void;
    onStateChange?: (event: { data: number; target: YoutubePlayer }) => void;
    onError?: (event: { data: number }) => void;
  };
}

export interface YoutubeApi {
  Player: new (element: HTMLElement, options: YoutubePlayerOptions) => YoutubePlayer;
}

/** YT.PlayerState values. */
export const youtubeState = { ended: 0, playing: 1, paused: 2 } as const;

export type YoutubeWindow = Window & {
  YT?: Partial<YoutubeApi>;
  onYouTubeIframeAPIReady?: () => void;
};
