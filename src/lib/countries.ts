/**
 * Countries we can name: ISO 3166-1 alpha-2 code, English name, then other spellings the data sources use.
 * England, Scotland, Wales and Northern Ireland have no alpha-2 code of their own and are left out on purpose.
 * CS (Serbia and Montenegro) and YU (Yugoslavia) are withdrawn codes kept for past Eurovision contests.
 */
const COUNTRIES: readonly (readonly string[])[] = [
  ["AD", "Andorra"],
  ["AE", "United Arab Emirates", "UAE"],
  ["AL", "Albania"],
  ["AM", "Armenia"],
  ["AO", "Angola"],
  ["AR", "Argentina"],
  ["AT", "Austria"],
  ["AU", "Australia"],
  ["AZ", "Azerbaijan"],
  ["BA", "Bosnia and Herzegovina", "Bosnia & Herzegovina", "Bosnia-Herzegovina"],
  ["BE", "Belgium"],
  ["BG", "Bulgaria"],
  ["BH", "Bahrain"],
  ["BO", "Bolivia"],
  ["BR", "Brazil"],
  ["BY", "Belarus"],
  ["CA", "Canada"],
  ["CD", "DR Congo", "Congo DR", "Democratic Republic of the Congo"],
  ["CG", "Congo"],
  ["CH", "Switzerland"],
  ["CI", "Ivory Coast", "Côte d'Ivoire", "Cote d'Ivoire"],
  ["CL", "Chile"],
  ["CM", "Cameroon"],
  ["CN", "China", "China PR"],
  ["CO", "Colombia"],
  ["CR", "Costa Rica"],
  ["CS", "Serbia and Montenegro", "Serbia & Montenegro"],
  ["CU", "Cuba"],
  ["CV", "Cape Verde", "Cabo Verde"],
  ["CW", "Curaçao", "Curacao"],
  ["CY", "Cyprus"],
  ["CZ", "Czechia", "Czech Republic"],
  ["DE", "Germany"],
  ["DK", "Denmark"],
  ["DZ", "Algeria"],
  ["EC", "Ecuador"],
  ["EE", "Estonia"],
  ["EG", "Egypt"],
  ["ES", "Spain"],
  ["FI", "Finland"],
  ["FR", "France"],
  ["GA", "Gabon"],
  ["GB", "United Kingdom"],
  ["GE", "Georgia"],
  ["GH", "Ghana"],
  ["GN", "Guinea"],
  ["GR", "Greece"],
  ["GT", "Guatemala"],
  ["HN", "Honduras"],
  ["HR", "Croatia"],
  ["HT", "Haiti"],
  ["HU", "Hungary"],
  ["ID", "Indonesia"],
  ["IE", "Ireland", "Republic of Ireland"],
  ["IL", "Israel"],
  ["IN", "India"],
  ["IQ", "Iraq"],
  ["IR", "Iran", "IR Iran"],
  ["IS", "Iceland"],
  ["IT", "Italy"],
  ["JM", "Jamaica"],
  ["JO", "Jordan"],
  ["JP", "Japan"],
  ["KP", "North Korea", "Korea DPR"],
  ["KR", "South Korea", "Korea Republic"],
  ["KW", "Kuwait"],
  ["KZ", "Kazakhstan"],
  ["LB", "Lebanon"],
  ["LT", "Lithuania"],
  ["LU", "Luxembourg"],
  ["LV", "Latvia"],
  ["MA", "Morocco"],
  ["MC", "Monaco"],
  ["MD", "Moldova"],
  ["ME", "Montenegro"],
  ["MK", "North Macedonia", "Macedonia"],
  ["ML", "Mali"],
  ["MT", "Malta"],
  ["MX", "Mexico"],
  ["MY", "Malaysia"],
  ["NG", "Nigeria"],
  ["NL", "Netherlands"],
  ["NO", "Norway"],
  ["NZ", "New Zealand"],
  ["OM", "Oman"],
  ["PA", "Panama"],
  ["PE", "Peru"],
  ["PL", "Poland"],
  ["PT", "Portugal"],
  ["PY", "Paraguay"],
  ["QA", "Qatar"],
  ["RO", "Romania"],
  ["RS", "Serbia"],
  ["RU", "Russia"],
  ["SA", "Saudi Arabia"],
  ["SE", "Sweden"],
  ["SG", "Singapore"],
  ["SI", "Slovenia"],
  ["SK", "Slovakia"],
  ["SM", "San Marino"],
  ["SN", "Senegal"],
  ["SV", "El Salvador"],
  ["TH", "Thailand"],
  ["TN", "Tunisia"],
  ["TR", "Turkey", "Türkiye"],
  ["TT", "Trinidad and Tobago"],
  ["UA", "Ukraine"],
  ["US", "United States", "USA"],
  ["UY", "Uruguay"],
  ["UZ", "Uzbekistan"],
  ["VE", "Venezuela"],
  ["YU", "Yugoslavia"],
  ["ZA", "South Africa"],
];

const key = (name: string) =>
  name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const CODE_BY_NAME = new Map<string, string>();
const NAME_BY_CODE = new Map<string, string>();
for (const [code = "", name = "", ...aliases] of COUNTRIES) {
  NAME_BY_CODE.set(code, name);
  for (const spelling of [name, ...aliases]) CODE_BY_NAME.set(key(spelling), code);
}

/** Codes a player may choose as their country (the profile; withdrawn codes left out), in code order. */
export const PLAYER_COUNTRIES: readonly string[] = COUNTRIES.map(([code = ""]) => code)
  .filter((code) => code !== "CS" && code !== "YU")
  .sort();

/**
 * The countries a player may choose, named in a language (`Intl.DisplayNames`: no list to
 * translate) and in that language's alphabetical order. Made on the server: the browser then
 * loads no region names nor collation while a page hydrates.
 */
export function namedPlayerCountries(languageTag: string): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([languageTag], { type: "region" });
  return PLAYER_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    a.name.localeCompare(b.name, languageTag),
  );
}

/** "Ivory Coast", "USA", "united-kingdom" (F1DB ids) → "CI", "US", "GB"; undefined when unknown. */
export function countryCodeOf(name: string): string | undefined {
  return CODE_BY_NAME.get(key(name));
}

/** Every code of our table ("AD" … "ZA"). */
export const COUNTRY_CODES: readonly string[] = [...NAME_BY_CODE.keys()];

/** The codes whose flag we ship (`public/flags/`, `npm run flags`, decision 0043): all but the withdrawn ones. */
export const FLAG_CODES: readonly string[] = COUNTRY_CODES.filter((code) => code !== "CS" && code !== "YU");

/** "GB" → "United Kingdom"; undefined when not in our table. */
export function countryNameOf(code: string): string | undefined {
  return NAME_BY_CODE.get(code.toUpperCase());
}

/** A flag emoji made of two regional indicator symbols ("🇲🇽") → "MX"; subdivision flags (England) → undefined. */
export function codeOfFlagEmoji(flag: string): string | undefined {
  const letters = [...flag].map((symbol) => (symbol.codePointAt(0) ?? 0) - 0x1f1e6);
  if (letters.length !== 2 || letters.some((n) => n < 0 || n > 25)) return undefined;
  return String.fromCharCode(...letters.map((n) => n + 65));
}
