// A local stand-in for Amplitude's HTTP V2 API (POST /2/httpapi), so the provider adapter is
// tested without the network (issue 25 item 1). It answers as the real API documents:
//   200 {code, events_ingested, payload_size_bytes, server_upload_time}
//   400 {code, error: "Invalid API key: …", missing_field?} for a key it does not know
//   503 for the first `failFirst` requests of a key listed in `flaky` (the SDK retries those)
// and records every request (key, events, options) for the test to read.
import http from 'node:http';

/**
 * @param {{ port: number, keys: string[], flaky?: Record<string, number> }} opts
 * @returns {Promise<{ url: string, requests: { apiKey: string, events: any[], options: any }[], close(): Promise<void> }>}
 */
export async function startAmplitudeStandIn({ port, keys, flaky = {} }) {
  const requests = [];
  const failures = new Map(Object.entries(flaky));
  const server = http.createServer((req, res) => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'content-type, accept',
      'access-control-allow-methods': 'POST, OPTIONS',
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    if (req.method !== 'POST' || req.url !== '/2/httpapi') {
      res.writeHead(404, cors).end();
      return;
    }
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      let body;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        res.writeHead(400, { ...cors, 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 400, error: 'Invalid JSON request body' }));
        return;
      }
      const apiKey = body.api_key ?? '';
      requests.push({ apiKey, events: body.events ?? [], options: body.options ?? null });
      const json = (status, payload) => {
        res.writeHead(status, { ...cors, 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (!keys.includes(apiKey)) {
        json(400, { code: 400, error: `Invalid API key: ${apiKey}`, missing_field: null });
        return;
      }
      const left = failures.get(apiKey) ?? 0;
      if (left > 0) {
        failures.set(apiKey, left - 1);
        json(503, { code: 503, error: 'Service unavailable' });
        return;
      }
      json(200, {
        code: 200,
        events_ingested: (body.events ?? []).length,
        payload_size_bytes: Buffer.concat(chunks).length,
        server_upload_time: Date.now(),
      });
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${port}/2/httpapi`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
