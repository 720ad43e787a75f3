-- The wallets each agent was resolved to by the registered agreements, one row per (identity registry,
-- agent id, wallet), written with the agreement (PutAgreement): GET /v1/reputation/{agentId} reads an
-- agent's rows by key instead of decoding every agreement's parties. first_job_id is the first job that
-- named the wallet (the answer's order). Addresses are lowercase hex. Filled here from the agreements
-- registered before.

-- +goose Up
CREATE TABLE agent_wallets (
    registry TEXT NOT NULL,
    agent_id TEXT NOT NULL,
    wallet TEXT NOT NULL,
    first_job_id BIGINT NOT NULL,
    PRIMARY KEY (registry, agent_id, wallet)
);
INSERT INTO agent_wallets (registry, agent_id, wallet, first_job_id)
SELECT lower(e->>'identityRegistry'), e->>'agentId', lower(e->>'wallet'), min(a.job_id)
FROM job_agreements a CROSS JOIN LATERAL jsonb_array_elements(convert_from(a.agents, 'UTF8')::jsonb) e
WHERE a.agents IS NOT NULL AND coalesce(e->>'agentId', '') <> ''
GROUP BY 1, 2, 3;

-- +goose Down
DROP TABLE agent_wallets;
