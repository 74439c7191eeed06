import { BaseSeeder } from '@adonisjs/lucid/seeders'
import { seedReferenceData } from '#services/infra/reference_data'

export default class ReferenceDataSeeder extends BaseSeeder {
  async run() {
    await seedReferenceData()
  }
}
