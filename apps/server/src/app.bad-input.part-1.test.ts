// Every route walked with hostile requests: the walk and its rules are in test/bad-input-walk.ts; its four parts are
// files of their own so that they run side by side.
import { describeBadInputWalk } from './test/bad-input-walk.js';

describeBadInputWalk({ part: 1, parts: 4 });
