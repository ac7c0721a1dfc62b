import { agentProfileSeeds, type AgentProfileSeed } from '../data/settings';

/** The name each agent's tea house or tea room goes by (agentProfile / updateAgentName). */
export interface AgentProfileTables {
  agentProfiles: AgentProfileSeed[];
}

export function seedAgentProfiles(): AgentProfileTables {
  return { agentProfiles: structuredClone(agentProfileSeeds) };
}
