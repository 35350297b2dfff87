// The site's icon, linked inline. A linked icon file is fetched by the browser right after the load
// event; on a page whose load event comes before its first frame is shown (no image in the first
// screen), that request ended before the largest paint in 11 of 38 runs, and Lighthouse's simulation
// then counted it into the LCP: 11–335 ms more (bench/README.md, 2026-11-29). Inline, there is
// nothing to fetch. public/icon.svg is the same image at its URL (the JSON-LD's logo).

/** public/icon.svg's markup, its attributes in single quotes. */
export const SITE_ICON_SVG =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'><rect width='64' height='64' rx='14' fill='#3730a3'/><path d='M18 44 30 20l6 12 4-6 6 18' fill='none' stroke='#fbbf24' stroke-width='5' stroke-linecap='round' stroke-linejoin='round'/></svg>";

/**
 * The icon as a data URL: only what a URL must escape is escaped, the fewest bytes in every page. A
 * space too: a URL in an attribute has none, and the W3C checker refuses the page (CI of 2026-11-29).
 */
export const SITE_ICON_URL = `data:image/svg+xml,${SITE_ICON_SVG.replace(
  /[<>#' ]/g,
  (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
)}`;
