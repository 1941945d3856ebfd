import type { Layout } from './layouts';

export const layout: Layout = { name: 'default', theme: 'light', width: 'wide', footer: true };
