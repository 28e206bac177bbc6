/** A short, human description of a browser's user agent for the sessions list ("Chrome on macOS"). */
export function describeUserAgent(ua: string | null | undefined): { browser: string; os: string; mobile: boolean } {
  const value = ua ?? "";
  const browser = /Edg\//.test(value)
    ? "Edge"
    : /OPR\/|Opera/.test(value)
      ? "Opera"
      : /Firefox\//.test(value)
        ? "Firefox"
        : /SamsungBrowser\//.test(value)
          ? "Samsung Internet"
          : /Chrome\/|Chromium\/|CriOS\//.test(value)
            ? "Chrome"
            : /Safari\//.test(value)
              ? "Safari"
              : value
                ? "Browser"
                : "Unknown browser";
  const os = /iPhone|iPad|iPod/.test(value)
    ? "iOS"
    : /Android/.test(value)
      ? "Android"
      : /Mac OS X|Macintosh/.test(value)
        ? "macOS"
        : /Windows/.test(value)
          ? "Windows"
          : /CrOS/.test(value)
            ? "ChromeOS"
            : /Linux/.test(value)
              ? "Linux"
              : "an unknown system";
  return { browser, os, mobile: /Mobile|Android|iPhone/.test(value) };
}
