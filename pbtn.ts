import { requiredInProduction } from './lib/config-reference';
import { deployButtonMarkdown } from './lib/deploy-button';
console.log(deployButtonMarkdown(requiredInProduction()));
