// Peer: Boost Graph's Edmonds maximum cardinality matching on a 1-based edge list.
//
// usage: boost_matching [--verdicts] [FILE]     (no FILE or "-": standard input)
//
// Input: "n m", then m lines "u v" (1 <= u, v <= n), the input of `bigame analyze`.
// Output: "size S", the number of edges of a maximum matching.
// With --verdicts: one line per vertex, "v win" or "v lose", like `bigame analyze` and LEMON's
// lemon_graph, and "size S" on standard error. The verdicts cost nothing extra: the last
// augmenting search of Edmonds' algorithm, the one that fails, leaves every vertex labelled
// EVEN, ODD or UNREACHED, and the EVEN ones (blossoms counted by their base) are exactly D(G) of
// the Gallai-Edmonds decomposition, the vertices some maximum matching misses: "lose".
//
// The graph is boost::adjacency_list<vecS, vecS, undirectedS>. The matching is
// edmonds_maximum_cardinality_matching; in --verdicts mode its body (Boost 1.74: extra greedy
// start, then edmonds_augmenting_path_finder::augment_matching until it fails) is written out
// here so that the finder's final vertex states can be read. It is the same computation.
#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/max_cardinality_matching.hpp>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

typedef boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS> Graph;
typedef boost::graph_traits<Graph>::vertex_descriptor Vertex;

static void die(const char* msg) {
    std::fprintf(stderr, "boost_matching: %s\n", msg);
    std::exit(2);
}

// The whole input in one read, then a hand-written scanner: scanf would dominate on 10^7 edges.
static std::vector<char> slurp(const char* path) {
    FILE* f = (path && std::strcmp(path, "-") != 0) ? std::fopen(path, "rb") : stdin;
    if (!f) die("cannot open the input file");
    std::vector<char> buf;
    size_t len = 0;
    buf.resize(1 << 20);
    for (;;) {
        size_t got = std::fread(buf.data() + len, 1, buf.size() - len, f);
        len += got;
        if (len < buf.size()) break;
        buf.resize(buf.size() * 2);
    }
    if (f != stdin) std::fclose(f);
    buf.resize(len);
    buf.push_back('\0');
    return buf;
}

struct Scanner {
    const char* p;
    bool next(unsigned long long& x) {
        while (*p == ' ' || *p == '\n' || *p == '\r' || *p == '\t') p++;
        if (*p < '0' || *p > '9') return false;
        x = 0;
        while (*p >= '0' && *p <= '9') x = x * 10 + (unsigned)(*p++ - '0');
        return true;
    }
};

int main(int argc, char** argv) {
    bool verdicts = false;
    const char* path = nullptr;
    for (int i = 1; i < argc; i++) {
        if (std::strcmp(argv[i], "--verdicts") == 0) verdicts = true;
        else if (!path) path = argv[i];
        else die("usage: boost_matching [--verdicts] [FILE]");
    }
    std::vector<char> text = slurp(path);
    Scanner sc{text.data()};
    unsigned long long n, m;
    if (!sc.next(n) || !sc.next(m)) die("expected 'n m' on the first line");
    std::vector<std::pair<size_t, size_t>> edges;
    edges.reserve(m);
    for (unsigned long long i = 0; i < m; i++) {
        unsigned long long u, v;
        if (!sc.next(u) || !sc.next(v)) die("expected m lines 'u v'");
        if (u < 1 || u > n || v < 1 || v > n) die("vertex id out of range");
        if (u == v) die("self-loop");
        edges.emplace_back(u - 1, v - 1);
    }
    Graph g(edges.begin(), edges.end(), n);
    std::vector<std::pair<size_t, size_t>>().swap(edges);

    std::vector<Vertex> mate(n);
    typedef boost::property_map<Graph, boost::vertex_index_t>::type IndexMap;
    IndexMap vm = get(boost::vertex_index, g);
    typedef boost::iterator_property_map<std::vector<Vertex>::iterator, IndexMap> MateMap;
    MateMap mm(mate.begin(), vm);

    std::vector<int> state;
    if (!verdicts) {
        boost::edmonds_maximum_cardinality_matching(g, mm);
    } else {
        boost::extra_greedy_matching<Graph, MateMap>::find_matching(g, mm);
        boost::edmonds_augmenting_path_finder<Graph, MateMap, IndexMap> aug(g, mm, vm);
        while (aug.augment_matching()) {
        }
        aug.get_current_matching(mm);
        state.resize(n);
        aug.get_vertex_state_map(boost::make_iterator_property_map(state.begin(), vm));
    }
    unsigned long long size = boost::matching_size(g, mm);

    if (!verdicts) {
        std::printf("size %llu\n", size);
        return 0;
    }
    std::string out;
    out.reserve(n * 12);
    char line[40];
    for (unsigned long long v = 0; v < n; v++) {
        int len = std::snprintf(line, sizeof line, "%llu %s\n", v + 1,
                                state[v] == boost::graph::detail::V_EVEN ? "lose" : "win");
        out.append(line, len);
    }
    std::fwrite(out.data(), 1, out.size(), stdout);
    std::fprintf(stderr, "size %llu\n", size);
    return 0;
}
