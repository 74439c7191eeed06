import { mountAutomationForm } from './automation-form'
import { mountOptionsPage } from './options-page'

void mountOptionsPage(document)
void mountAutomationForm(document)
