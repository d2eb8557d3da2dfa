/**
 * The shared vocabulary: doors, paths, scopes, check ids, lab kinds, eras, handoff and other browser-state keys, the meter's key.
 * Pure (no Node built-ins, no server modules): the server and the browser import the same facts.
 */
export * from './attacks';
export * from './browser-state';
export * from './checks';
export * from './corpus';
export * from './doors';
export * from './eras';
export * from './handoff';
export * from './lab';
export * from './meter';
export * from './naive-door';
export * from './paths';
export * from './protocol';
export * from './grants';
export * from './scopes';
export * from './observed-steps';
