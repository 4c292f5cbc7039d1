// The search module's public face: nothing but the Nest module (it only serves HTTP).
export { SearchModule } from './search.module';
