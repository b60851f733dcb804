// A classic script in <head>, so it runs before any of the app's modules. The Content-Security-Policy forbids eval,
// and zod probes for it (new Function) when its first object schema is built; the browser reports even the refused
// probe as a policy violation. zod reads its configuration from this global object (z.config writes the same one).
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
