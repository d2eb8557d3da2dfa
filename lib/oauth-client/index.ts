/**
 * The client side of OAuth, once, for every caller: the walkthrough (which shows each step's
 * exchange), the break bench (which bends one), the playground's sign-in and the tests. Each step is
 * its own function making at most one exchange over the fetch it is given; none holds state between
 * calls. Runs in the browser and in Node: Web Crypto (or @noble/hashes on a page without it), jose's
 * base64url, the v2 client's auth helpers.
 */
export { type CallbackCheck, type CallbackParams, checkCallback, checkIssuer, firstFailure, refusedConsent } from './callback';
export {
  answerConsent,
  type ConsentAnswer,
  type Decision,
  decide,
  type IssuerRefusal,
  MAX_CONSENT_PAGE_BYTES,
  openConsentPage,
  readConsentPage,
} from './consent';
export { type Challenge, fetchResourceMetadata, fetchServerMetadata, issuerOf, readChallenge } from './discover';
export type { FetchLike } from './fetch';
export { type AuthorizationRequest, randomToken, s256, startAuthorizationRequest } from './pkce';
export { hasWebCrypto } from './without-web-crypto';
export { basicCredentials, type ClientAuthentication, clientAssertion, requestClientCredentialsToken, signClientAssertion } from './client-credentials';
export { chooseScope, type PreRegisteredClient, type SignInOptions, signIn } from './sign-in';
export { withOfflineAccess } from './offline-access';
export { postTokenForm, readClaims, redeemCode, redemptionForm, refresh, type TokenResponse } from './redeem';
export { applicationType, publicClient, type Registration, registerDynamically, useMetadataDocument } from './register';
export { CALLBACK_MESSAGE, openConsentWindow, type Person, personInWindow, RefusedBeforeAsking, reserveConsentWindow } from './consent-window';
