import { BaseModel, CamelCaseNamingStrategy } from '@adonisjs/lucid/orm'
import type { LucidModel } from '@adonisjs/lucid/types/model'

/**
 * The /api contract is camelCase, so models serialize their properties
 * under their own names instead of Lucid's default snake_case.
 */
class ApiNamingStrategy extends CamelCaseNamingStrategy {
  serializedName(_model: LucidModel, propertyName: string) {
    return propertyName
  }
}

export default class AppBaseModel extends BaseModel {
  static namingStrategy = new ApiNamingStrategy()
}
