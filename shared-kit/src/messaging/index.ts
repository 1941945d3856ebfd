export * from './messaging-modal';
export * from './whatsapp';
