/** The bodies of the review's pattern attacks, shared by the in-process and the `next start` replays. */

/** 88 bytes: each extra `&a=` doubled the old form check's time (7.6 s of CPU on the review's server). */
export const FORM_BOMB = `a=${'&a='.repeat(28)} x`;

/** 64 KiB of `eyJ`: the old JOSE pattern rescanned the rest of the run from every one of them (4–6 s). */
export const JOSE_BOMB = 'eyJ'.repeat(Math.ceil((64 * 1024) / 3));
