import { mountOptionsPage } from './options-page'

void mountOptionsPage(document)
