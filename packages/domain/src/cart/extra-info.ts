/**
 * A project's `extra_info` (spec point 3) is free-form JSON the client keeps with the cart; it is stored and
 * sent back on every cart answer, so it is capped: 16 KB as UTF-8 JSON, counted after merging.
 */
export const EXTRA_INFO_MAX_BYTES = 16 * 1024;
export const EXTRA_INFO_TOO_LARGE = 'The extra info may not be greater than 16 KB.';

export const extraInfoBytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

export const extraInfoFits = (value: unknown) => extraInfoBytes(value) <= EXTRA_INFO_MAX_BYTES;
