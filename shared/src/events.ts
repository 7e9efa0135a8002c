import { createEventBus } from './contract';

/** The page's one event bus (a federated singleton like the store). */
export const puenteEvents = createEventBus();
