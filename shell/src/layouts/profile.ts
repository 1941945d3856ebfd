import type { Layout } from './layouts';

export const layout: Layout = { name: 'profile', theme: 'soft', width: 'narrow', footer: true };
