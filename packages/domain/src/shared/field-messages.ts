/**
 * Field messages with no schema behind them, in a module without zod: a page that only shows a message (the
 * product page's picture rules) does not load the schema library with it (issue 23, 25 KB gzip).
 */

/** Laravel's wording, as the spec's forms show it: 'The {field} field is required.' */
export const required = (label: string) => `The ${label} field is required.`;
