/**
 * The network for this remote's screen tests (decision 042): the kit's msw server, started once per
 * test file on import (see shared-kit/src/testing/network.ts).
 */
import { startApiServer } from 'shared-kit/testing/network';

export * from 'shared-kit/testing/network';

startApiServer();
