// The debug panel is for Safari and iOS only (spec 01 §2), where cookie and storage quirks bite.

export function isSafariOrIos(userAgent: string, maxTouchPoints = 0, platform = ''): boolean {
  const ios = /iPad|iPhone|iPod/.test(userAgent) || (platform === 'MacIntel' && maxTouchPoints > 1);
  const safari =
    /Safari\//.test(userAgent) && !/Chrome\/|Chromium\/|CriOS\/|FxiOS\/|EdgiOS\/|Edg\/|OPR\/|Android/.test(userAgent);
  return ios || safari;
}
