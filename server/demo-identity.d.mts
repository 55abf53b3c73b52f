import type { IncomingMessage, ServerResponse } from "node:http";

type Env = Record<string, string | undefined>;
type Handler = (request: IncomingMessage, response: ServerResponse) => void;

export const STAND_IN_CLIENTS: { google: { id: string; secret: string }; apple: { id: string; secret: string } };
export const DEMO_IDENTITY_PATH: string;
export function demoIdentityWanted(env: Env): boolean;
export function standInSettings(issuer: string): Record<string, string>;
export function nameOf(email: string): string;
export function createIdentityProvider(options: { issuer: string; portalOrigins: string[] }): Promise<Handler>;
export function mountDemoIdentity(env: Env, portalOrigin: string): Promise<((request: IncomingMessage, response: ServerResponse) => boolean) | null>;
