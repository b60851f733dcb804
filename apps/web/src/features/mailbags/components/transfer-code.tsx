import type { ReactNode } from 'react';

const codeStyle = { fontFamily: "'DejaVu Sans Mono', 'Liberation Mono', monospace", whiteSpace: 'nowrap' } as const;

/** A bag or dispatch code as on its tag: monospace, on one line, in Latin letters and digits whatever the language. */
export function TransferCode({ children }: { children: ReactNode }) {
  return <span style={codeStyle}>{children}</span>;
}
