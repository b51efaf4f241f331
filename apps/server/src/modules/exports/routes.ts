export default async function exportRoutes() {}
