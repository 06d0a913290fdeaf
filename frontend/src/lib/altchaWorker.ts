// The ALTCHA solver's worker (altcha-lib's own message loop): hashing off the
// main thread, so a busy page (animations, the marquee) does not slow it down.
import 'altcha-lib/v1/worker';
