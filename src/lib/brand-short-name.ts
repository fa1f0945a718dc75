/** A short name longer than this is cut off under the icon on most home screens. */
export const SHORT_NAME_MAX = 12;

/**
 * The brand's short name, as the installed app is called under its icon and as the app offers to
 * install it (docs/installable-app.md#manifest): branding.shortName, else the name when it fits,
 * else its first word (cut to fit).
 */
export function brandShortName(branding: { name: string; shortName?: string | undefined }): string {
  const given = branding.shortName?.trim();
  if (given) return given;
  const name = branding.name.trim();
  if ([...name].length <= SHORT_NAME_MAX) return name;
  const first = name.split(/\s+/)[0] ?? name;
  return [...first].slice(0, SHORT_NAME_MAX).join('');
}
