// A retry asks for new URLs (decision 353). The site server preloads a route's remote files
// (`<link rel="preload">`); Chromium keeps a preload that failed and no element used yet, and
// hands it to the first later request for the same URL and type, which then fails at once
// without going to the network. So after a remote failed for a moment (its entry, say), the
// slot's "Try again" loaded the entry but the expose chunk or its stylesheet "failed" again from
// the dead preload until the page was reloaded (decision 150's reason for leaving remote
// preloads out). This runtime module, added to a production remote's webpack runtime (its
// remoteEntry.js), appends `?retry=<n>` to the chunk and stylesheet URLs it builds once the shell
// has marked the remote as retried (`self.__careerRetry[<federation name>] = n`, set by the
// shell's retry path before it loads the remote again). A first load has no mark: its URLs are
// the preloaded ones, byte for byte. Chunks that loaded stay loaded (webpack asks only for the
// failed ones again), and the site serves a file the same with or without the query.
class RetryUrlPlugin {
  /** @param {{ name: string }} opts the remote's federation name (the global's key) */
  constructor(opts) {
    this.opts = opts;
  }
  apply(compiler) {
    const { RuntimeModule, RuntimeGlobals, Template } = compiler.webpack;
    const name = JSON.stringify(this.opts.name);
    class RetryUrlRuntimeModule extends RuntimeModule {
      constructor() {
        // After the chunk-filename functions are defined.
        super('retry urls', RuntimeModule.STAGE_TRIGGER);
      }
      generate() {
        const req = RuntimeGlobals.require;
        return Template.asString([
          `["u", "miniCssF"].forEach(function (key) {`,
          Template.indent([
            `var name = ${req}[key];`,
            `if (typeof name == "function") ${req}[key] = function (id) {`,
            Template.indent([
              `var n = typeof self != "undefined" && self.__careerRetry && self.__careerRetry[${name}];`,
              `return name(id) + (n ? "?retry=" + n : "");`,
            ]),
            `};`,
          ]),
          `});`,
        ]);
      }
    }
    compiler.hooks.thisCompilation.tap('RetryUrlPlugin', (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap('RetryUrlPlugin', (chunk) => {
        if (chunk.hasRuntime()) compilation.addRuntimeModule(chunk, new RetryUrlRuntimeModule());
      });
    });
  }
}

module.exports = { RetryUrlPlugin };
