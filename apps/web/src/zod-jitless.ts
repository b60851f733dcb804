// Its own module script, ahead of main's in index.html: module scripts run in document order, so this runs before any
// of the app's modules. The Content-Security-Policy forbids eval, and zod probes for it (new Function) when its first
// object schema is built; the browser reports even the refused probe as a policy violation. zod reads its
// configuration from this global object (z.config writes the same one). A module rather than a file in public/, so
// the build fingerprints it and it is cached for good like every other asset.
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });

export {};
