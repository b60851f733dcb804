// No zod here: the web's first page imports this, and a module of schemas would bring zod into the login bundle.

/**
 * Spec §7 "a fixed API-token header": every session call names its client in this header with the deployment's client
 * id (server config API_CLIENT_ID, the web's build VITE_API_CLIENT_ID). Not a secret — anyone can read it in the
 * page — it tells the deployment's own web apart from a stray script; public routes and the API-key public API skip it.
 */
export const apiClientHeader = 'x-api-token';
/** The client id when a deployment sets none. */
export const defaultApiClientId = 'waypost-web';
