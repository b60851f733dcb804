// The domain's texts of one language (apps/web/domain-messages.ts).
declare module 'virtual:domain-messages/*' {
  import type { DomainMessages } from '@waypost/domain';

  const messages: DomainMessages;
  export default messages;
}
