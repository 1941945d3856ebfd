// One federation runtime on the page (docs/decisions/151): the apps' real webpack configuration
// (shared-kit/build/webpack.cjs) built for a tiny remote and host. A remote must read runtime-core
// from the host (globalThis._FEDERATION_RUNTIME_CORE) and ask for nothing the host does not
// provide; a remote that embeds its own runtime-core again, or asks for more, fails its build.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { build, fixture } from './build-fixture.mjs';
import { ROOT } from './run.mjs';

const require = createRequire(path.join(ROOT, 'shared-kit', 'package.json'));
const { ExternalRuntimeCheckPlugin, GLOBAL_NAME, PROVIDED, providerPlugin } = require('./build/external-runtime.cjs');

const remote = (appDir) => ({
  appDir,
  role: 'remote',
  name: 'mfe_fixture',
  exposes: { './app': './src/app.js' },
});
const remoteFiles = { 'src/app.js': 'export const mount = () => Promise.resolve();\n' };

/** Replaces the remote's check with one that has `provided` as the host's list. */
function withProvided(provided) {
  return (config) => {
    config.plugins = config.plugins.filter((p) => !(p instanceof ExternalRuntimeCheckPlugin));
    config.plugins.push(new ExternalRuntimeCheckPlugin(provided));
    return config;
  };
}

test('a remote reads runtime-core from the host, asks only for what the host provides, and says what it asks', async () => {
  const { errors, outDir } = await build(remote(fixture(remoteFiles)));
  assert.deepEqual(errors, []);
  const report = JSON.parse(fs.readFileSync(path.join(outDir, 'runtime-core.json'), 'utf8'));
  assert.equal(report.embedded, 0);
  assert.ok(report.asks.includes('ModuleFederation'), report.asks.join());
  assert.deepEqual(
    report.asks.filter((n) => !PROVIDED.includes(n)),
    [],
  );
  const entry = fs.readFileSync(path.join(outDir, 'remoteEntry.js'), 'utf8');
  assert.match(entry, new RegExp(GLOBAL_NAME));
  // runtime-core's own code (its global plugin registry, the container hooks) is not in the remote.
  assert.doesNotMatch(entry, /__GLOBAL_PLUGIN__|beforeInitContainer/);
});

test('a remote that embeds its own runtime-core again fails its build', async () => {
  const { errors, bundled } = await build(remote(fixture(remoteFiles)), (config) => {
    const mf = config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
    mf._options.experiments = { ...mf._options.experiments, externalRuntime: false };
    return config;
  });
  assert.equal(errors.length, 1, errors.join('\n'));
  assert.match(errors[0], /bundles its own @module-federation\/runtime-core/);
  assert.match(errors[0], /does not read the host's runtime-core/);
  assert.ok(bundled.some((f) => f.includes(`${path.sep}runtime-core${path.sep}`)));
});

test('a remote that asks the host for an export it does not provide fails its build, naming it', async () => {
  const { errors } = await build(remote(fixture(remoteFiles)), withProvided(PROVIDED.filter((n) => n !== 'helpers')));
  assert.equal(errors.length, 1, errors.join('\n'));
  assert.match(errors[0], /asks the host's runtime-core for helpers, which the host does not provide/);
});

function host(change) {
  const appDir = fixture({
    'src/index.js': 'document.title = "fixture";\n',
    'src/index.html': '<!doctype html><html><head><title>x</title></head><body></body></html>',
  });
  const opts = { appDir, role: 'host', name: 'shell_fixture', entry: './src/index.js' };
  return build({ ...opts, template: path.join(appDir, 'src/index.html') }, change);
}

test('the host publishes the provided exports, each a real export of the one runtime-core it bundles', async () => {
  const { errors, warnings, bundled, outDir } = await host();
  assert.deepEqual(errors, []);
  assert.deepEqual(
    warnings.filter((w) => /runtime-core/.test(w)),
    [],
  );
  // One copy of runtime-core: its ES module build, the file the runtime itself imports.
  const core = bundled.filter((f) => f.includes(`${path.sep}runtime-core${path.sep}`));
  assert.ok(
    core.some((f) => f.endsWith(`${path.sep}dist${path.sep}index.js`)),
    core.join('\n'),
  );
  assert.deepEqual(
    core.filter((f) => f.endsWith('.cjs')),
    [],
  );
  const main = fs.readdirSync(outDir).find((f) => /^main\..*\.js$/.test(f));
  const code = fs.readFileSync(path.join(outDir, main), 'utf8');
  assert.match(code, new RegExp(`${GLOBAL_NAME}=`));
  assert.match(code, /_FEDERATION_RUNTIME_CORE_FROM/);
});

test('a host that would publish a name runtime-core does not export fails its build', async () => {
  const { errors } = await host((config) => {
    const mf = config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
    mf._options.runtimePlugins = [providerPlugin(['CurrentGlobal', 'notARuntimeCoreExport'])];
    return config;
  });
  assert.equal(errors.length, 1, errors.join('\n'));
  assert.match(errors[0], /export 'notARuntimeCoreExport' \(imported as 'notARuntimeCoreExport'\) was not found/);
});
