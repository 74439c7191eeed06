import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

describe('the background worker bundle', () => {
  it("carries the SDK's browser client and nothing made for Node", async () => {
    // Bundled for the browser, any Node built-in (`node:http`, got's streams) fails to resolve.
    const result = await build({
      entryPoints: ['src/background.ts'],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'chrome120',
      write: false,
      metafile: true,
      logLevel: 'silent',
    })

    const inputs = Object.keys(result.metafile.inputs)
    expect(inputs).toContainEqual(expect.stringMatching(/sdk\/dist\/browser\.js$/))
    expect(inputs).toContainEqual(expect.stringMatching(/sdk\/dist\/transport\/fetch\.js$/))
    expect(inputs.filter((input) => /node_modules\/got\/|sdk\/dist\/(index|transport\/got)\.js$/.test(input))).toEqual([])
    expect(result.metafile.outputs[Object.keys(result.metafile.outputs)[0]!]!.imports).toEqual([])
  })

  it("takes only the SDK's client core and the resources the worker calls", async () => {
    const result = await build({
      entryPoints: ['src/background.ts'],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'chrome120',
      write: false,
      metafile: true,
      logLevel: 'silent',
    })

    // The modules that put code into the bundle, not every module the bundler read.
    const output = Object.values(result.metafile.outputs)[0]!
    const sdkModules = Object.entries(output.inputs)
      .filter(([, { bytesInOutput }]) => bytesInOutput > 0)
      .map(([input]) => input)
      .map((input) => input.match(/sdk\/dist\/(.+)\.js$/)?.[1])
      .filter((module) => module !== undefined)
    expect(sdkModules).toContain('api_client')
    expect(sdkModules).not.toContain('client')
    expect(sdkModules.filter((module) => module.startsWith('resources/')).sort()).toEqual([
      'resources/auth',
      'resources/extension',
      'resources/groups',
    ])
  })
})
