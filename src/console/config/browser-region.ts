/**
 * The country of the first of the browser's languages that names or implies one ("nl-BE" → BE, "de" → DE), for
 * a deployment that configured no default country.
 */
export function browserRegion(languages: readonly string[]): string | undefined {
  for (const language of languages) {
    try {
      const region = new Intl.Locale(language).maximize().region;
      if (region && /^[A-Z]{2}$/.test(region)) return region;
    } catch {
      // A malformed language tag names no country; the next one may.
    }
  }
  return undefined;
}
