import type { Layout } from './layouts';

export const layout: Layout = { name: 'event', theme: 'light', width: 'wide', footer: true };
