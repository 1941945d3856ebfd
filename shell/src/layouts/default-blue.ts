import type { Layout } from './layouts';

export const layout: Layout = { name: 'default-blue', theme: 'blue', width: 'wide', footer: true };
