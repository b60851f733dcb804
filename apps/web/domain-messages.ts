import type { Plugin } from 'vite';
import { domainMessages } from '../../packages/domain/src/i18n/messages.js';

const prefix = 'virtual:domain-messages/';

/**
 * The domain's shared texts (the server's too) as one module per language — `virtual:domain-messages/en` — so the web
 * fetches only the language it shows, with its UI texts, instead of bundling all three into the first load (≈ 32 KB
 * compressed by issue 30, a sixth of the cold login's budget). Built from the domain's source when Vite loads its
 * config, so it is never stale; the dev server picks up an edited domain text on restart.
 */
export function domainMessagesByLanguage(): Plugin {
  return {
    name: 'waypost-domain-messages',
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null;
      const locale = id.slice(prefix.length + 1);
      if (!(locale in domainMessages)) throw new Error(`No domain messages for ${locale}`);
      return `export default ${JSON.stringify(domainMessages[locale as keyof typeof domainMessages])};`;
    },
  };
}
