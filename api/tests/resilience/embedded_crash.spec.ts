import { test } from '@japa/runner'
import { runEmbeddedCrash } from './support/scenarios.js'

/*
 * The embedded default, as a self-hoster runs it (no DATABASE_URL): the API
 * starts PostgreSQL and looks after it, a separate worker joins it, and the
 * PostgreSQL server is killed with SIGKILL under a capture load. The API
 * starts it again by itself, answers 503 with Retry-After meanwhile, and
 * every capture it acknowledged is stored.
 */
test.group('Resilience: the embedded database killed', () => {
  test('the API starts the killed server again, answers 503 meanwhile, and keeps every acknowledged capture', async ({ assert }) => {
    const { figures, problems } = await runEmbeddedCrash({
      runFrom: 'source',
      batches: 30,
      batchSize: 10,
      pauseMs: 100,
      log: (line) => console.log(`  ${line}`),
      // What the API and the worker say about their database, for whoever reads the run.
      processLog: (line) => /PostgreSQL|database/.test(line) && console.log(`    ${line.slice(0, 300)}`),
    })
    const figure = (name: string) => figures.find((entry) => entry.name === name)!.value
    for (const { name, value, unit } of figures) console.log(`  ${name}: ${Number.isInteger(value) ? value : value.toFixed(2)}${unit ? ` ${unit}` : ''}`)

    assert.deepEqual(problems, [])
    assert.equal(figure('captures acknowledged (2xx)'), 300)
    assert.equal(figure('captures stored'), 300)
    assert.isAbove(figure('answers while away: 503 with Retry-After'), 0)
    assert.equal(figure('answers while away: anything else'), 0)
    assert.equal(figure('capture answers 5xx other than 503'), 0)
    assert.isAtMost(figure('killed → API healthy'), 30)
    assert.equal(figure('approved members not delivered'), 0)
    assert.equal(figure('members delivered twice'), 0)
  }).timeout(420_000)
})
