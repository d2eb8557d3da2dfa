/** The wire tap and its model. Runs in the browser and in tests: no Node built-ins, no server modules. */
export * from './types';
export { createRecordingFetch, type FetchLike } from './recording-fetch';
export { responseKind } from './response-kind';
export { calledLabel } from './called';
export { classify, exchangeFrames, pairFrames, progressTicks, requestFrame, type Frame, type FrameKind, type Pair } from './frames';
export { detectEra } from './era';
export { maskExchange, maskExchangeDeep, maskSecret } from './mask';
export { parseWwwAuthenticate, type Challenge } from './www-authenticate';
export { shellQuote, toCurl } from './curl';
export { type Channel, layoutJson, noteFor, readingOrder, type AnnotatedKey, type JsonLine } from './annotations';
export { compactJson, type CompactLine } from './compact-json';
export { isFrameworkHeader, splitHeaders } from './headers';
export { createTranscriptStore, type Outcome, type TranscriptEntry, type TranscriptSnapshot, type TranscriptStore } from './store';
export { exportSession, type SessionMeta } from './export';
export { groupPages, pageFacts, type PageFacts, type WireItem } from './pages';
export { clientInfoOf, OBSERVED_FRAME_CAP, type ObservedRecord, type ObservedStep } from './observed';
export { clientLabel, createObservedFeed, type ObservedEntry, type ObservedFeed, type ObservedSnapshot } from './observed-feed';
