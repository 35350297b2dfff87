// How the bench reduces and writes its figures: medians, ratios, tables and
// budgets, alike in bench/results.md and on stdout.

/** @typedef {{ name: string; ok: boolean; detail: string }} Budget */
/** @typedef {{ median: number; min: number; max: number }} Spread */

/** @param {number} value @param {number} [digits] */
export const fmt = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
/** @param {number} site @param {number} base */
const ratio = (site, base) => (base ? site / base : NaN);
/**
 * The site's figure as a multiple of the reference's, for the tables.
 * @param {number} site
 * @param {number} base
 */
export const times = (site, base) => fmt(ratio(site, base), 2);
/** @param {number} bytes */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** @param {number[]} values */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The median of `values`, and their range.
 * @param {number[]} values
 * @returns {Spread}
 */
export const spreadOf = (values) => ({
  median: median(values),
  min: Math.min(...values),
  max: Math.max(...values),
});

/**
 * A spread as the tables write it: the median, then the range.
 * @param {Spread} measure
 * @param {number} [digits]
 */
export const formatSpread = (measure, digits = 0) =>
  `${fmt(measure.median, digits)} (${fmt(measure.min, digits)}–${fmt(measure.max, digits)})`;

/**
 * The item with the median `key`: a run's figures stay together.
 * @template T
 * @param {T[]} items
 * @param {(item: T) => number} key
 */
export const medianBy = (items, key) =>
  [...items].sort((a, b) => key(a) - key(b))[Math.floor(items.length / 2)];

/**
 * @param {string[]} header
 * @param {string[][]} body
 */
export const markdownTable = (header, body) =>
  [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...body.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

/**
 * The rows on stdout, one a line (the single-measurement options).
 * @param {string[][]} rows
 * @param {string} [separator]
 */
export const printRows = (rows, separator = ' | ') =>
  console.log(rows.map((row) => row.join(separator)).join('\n'));

/**
 * Each budget on stdout; the exit code is 1 when one is missed.
 * @param {Budget[]} budgets
 */
export const printBudgets = (budgets) => {
  for (const budget of budgets)
    console.log(`${budget.ok ? 'met ' : 'MISSED'} ${budget.name}: ${budget.detail}`);
  if (budgets.some((budget) => !budget.ok)) process.exitCode = 1;
};
