import { test } from '@japa/runner'
import { runScaleOut } from './support/scenarios.js'

/*
 * The short version of bench/scale_out.bench.ts: two API processes and two
 * workers on one PostgreSQL behind a round-robin load balancer.
 */
test.group('Resilience: scale-out', () => {
  test('two APIs and two workers behind a balancer store every capture and run each delivery job once', async ({ assert }) => {
    const { figures, problems } = await runScaleOut({ runFrom: 'source', seconds: 6, senders: 2, batchSize: 25 })
    const figure = (name: string) => figures.find((entry) => entry.name === name)!.value

    assert.deepEqual(problems, [])
    assert.isAbove(figure('captures acknowledged'), 0)
    assert.equal(figure('captures stored'), figure('captures acknowledged'))
    assert.isAbove(figure('members approved = delivered'), 0)
    assert.equal(figure('platform calls per delivery'), 1)
    assert.equal(figure('delivery jobs completed once'), figure('members approved = delivered'))
    assert.isAbove(figure('API 1: requests served'), 0)
    assert.isAbove(figure('API 2: requests served'), 0)
  }).timeout(300_000)
})
